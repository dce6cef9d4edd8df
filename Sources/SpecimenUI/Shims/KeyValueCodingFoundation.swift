import Foundation

// Foundation initializers that name properties by string, which Linux Foundation declares unavailable (it has
// no key-value coding), provided so fetch code around views compiles unchanged: `PHFetchOptions` and Core Data
// style `sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]` and
// `predicate = NSPredicate(format: "mediaType == %d", …)`. A module's declaration hides one of a module it
// imports, so a file importing SwiftUI gets these (docs/ARCHITECTURE.md). Predicate formats are not parsed
// (docs/unsupported.md).

extension NSSortDescriptor {
  /// Creates a sort descriptor from a key name and order. Linux has no key-value coding, so the objects'
  /// stored properties are read by name (`KeyedValues`): a managed object's attributes sort as on iOS.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
      guard let key else { return .orderedSame }
      let (left, right) = (KeyedValues.value(of: lhs, forKey: key), KeyedValues.value(of: rhs, forKey: key))
      if left == nil && right == nil { KeyedValues.checkSortKey(key, of: lhs) }
      return KeyedValues.compare(left, right)
    }
  }

  /// Creates a sort descriptor for an optional property (nil first), which Linux Foundation's
  /// `init(keyPath:ascending:)` does not take (it wants a `Comparable` value; Apple's takes any).
  public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
    self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in KeyedValues.compare(lhs, rhs) }
  }
}

extension NSPredicate {
  /// Creates a predicate from a format string and its arguments; the format is not parsed (Linux has no
  /// predicate strings), so the predicate matches every object. The arguments are `Any` rather than Apple's
  /// `CVarArg`, because Linux's `NSObject` (an `NSNumber`, an `NSString`) is not `CVarArg`.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(value: true)
  }

  /// Creates a predicate from a format string and an array of arguments; the format is not parsed, so the
  /// predicate matches every object.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    self.init(value: true)
  }
}
