import Foundation

// Foundation initializers that name properties by string, which Linux Foundation declares unavailable (it has
// no key-value coding), provided so fetch code around views compiles unchanged: `PHFetchOptions` and Core Data
// style `sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]` and
// `predicate = NSPredicate(format: "mediaType == %d", …)`. A module's declaration hides one of a module it
// imports, so a file importing SwiftUI gets these (docs/ARCHITECTURE.md). Nothing is parsed: a render fetches
// from no store (docs/unsupported.md).

extension NSSortDescriptor {
  /// Creates a sort descriptor from a key name and order; the key is not kept (Linux has no key-value coding),
  /// so sorting with it keeps the order it is given.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSObject.hashValue, ascending: ascending)
  }
}

extension NSPredicate {
  /// Creates a predicate from a format string and its arguments; the format is not parsed (Linux has no
  /// predicate strings), so the predicate matches every object.
  public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
    self.init(value: true)
  }

  /// Creates a predicate from a format string and an array of arguments; the format is not parsed, so the
  /// predicate matches every object.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    self.init(value: true)
  }
}
