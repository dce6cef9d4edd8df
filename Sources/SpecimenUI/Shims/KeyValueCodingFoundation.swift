import Foundation

// Foundation initializers that name properties by string, which Linux Foundation declares unavailable (it has
// no key-value coding), provided so fetch code around views compiles unchanged: `PHFetchOptions` and Core Data
// style `sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]` and
// `predicate = NSPredicate(format: "mediaType == %d", …)`. A module's declaration hides one of a module it
// imports, so a file importing SwiftUI gets these (docs/ARCHITECTURE.md). Predicate formats are parsed here
// (`PredicateFormat/`), for the subset docs/unsupported.md lists.

extension NSSortDescriptor {
  /// Creates a sort descriptor from a key name and order. Linux has no key-value coding, so the objects'
  /// stored properties are read by name (`KeyedValues`): a managed object's attributes sort as on iOS.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
      guard let key else { return .orderedSame }
      return KeyedValues.compare(KeyedValues.value(of: lhs, forKey: key), KeyedValues.value(of: rhs, forKey: key))
    }
  }

  /// Creates a sort descriptor for an optional property (nil first), which Linux Foundation's
  /// `init(keyPath:ascending:)` does not take (it wants a `Comparable` value; Apple's takes any).
  public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
    self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in KeyedValues.compare(lhs, rhs) }
  }
}

extension NSPredicate {
  /// Creates a predicate from a format string and its arguments. Linux has no predicate strings, so the common
  /// subset of Apple's syntax is parsed here (`PredicateFormatParser`: comparisons, string operators with `[cd]`,
  /// `IN`, `BETWEEN`, `ANY`/`ALL`/`NONE`, `AND`/`OR`/`NOT`, `%@`/`%K`/`%d` arguments) and evaluated by reading
  /// the objects' properties by name; a format outside it (a subquery, a function) matches every object. The
  /// arguments are `Any` rather than Apple's `CVarArg`, because Linux's `NSObject` (an `NSNumber`, an `NSString`)
  /// is not `CVarArg`.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// Creates a predicate from a format string and an array of arguments, parsed as `init(format:_:)` parses it.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    guard let node = PredicateFormatParser.parse(predicateFormat, arguments: arguments ?? []) else {
      self.init(value: true)
      return
    }
    self.init { object, _ in node.evaluate(with: object) }
  }
}
