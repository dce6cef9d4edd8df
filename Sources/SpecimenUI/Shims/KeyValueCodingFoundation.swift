import Foundation

// Foundation initializers that name properties by string, which Linux Foundation declares unavailable (it has
// no key-value coding), provided so fetch code around views compiles unchanged: `PHFetchOptions` and Core Data
// style `sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]` and
// `predicate = NSPredicate(format: "mediaType == %d", …)`. A module's declaration hides one of a module it
// imports, so a file importing SwiftUI gets these (docs/ARCHITECTURE.md). Predicate formats are parsed and
// evaluated here (PredicateFormat/), since Linux Foundation has no predicate strings.

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
  /// Creates a predicate from a format string and its arguments, parsed and evaluated as Foundation does on Apple
  /// platforms (`PredicateParser`, `PredicateEvaluator`): comparisons, `[cd]` string options, `ANY`/`ALL`/`NONE`,
  /// `IN`, `BETWEEN`, `LIKE`, `MATCHES`, key paths with `@count`/`@sum`/…, `SUBQUERY` and `$variables`. The arguments
  /// are `Any` rather than Apple's `CVarArg`, because Linux's `NSObject` (an `NSNumber`, an `NSString`) is not
  /// `CVarArg`. A format Foundation cannot parse raises an exception on iOS; here the cell that makes or evaluates it
  /// fails with an issue naming the format, and the predicate matches nothing.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// Creates a predicate from a format string and an array of arguments for its specifiers.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let evaluation = PredicateFormat.evaluation(of: predicateFormat, arguments: arguments ?? [])
    self.init { object, variables in evaluation(object, variables ?? [:]) }
  }
}

/// Turns a predicate format string into the closure an `NSPredicate` evaluates.
enum PredicateFormat {
  static func evaluation(of format: String, arguments: [Any]) -> @Sendable (Any?, [String: Any]) -> Bool {
    do {
      let root = try PredicateParser.parse(format, arguments: arguments.map { PredicateValues.normalized($0) })
      let evaluator = PredicateEvaluator(format: format, root: root)
      return { object, variables in evaluator.evaluate(object, variables: variables) }
    } catch {
      let failure = error as? PredicateFormatError ?? PredicateFormatError(offset: 0, reason: "\(error)")
      let issue = ResolveIssue(.trap, "NSPredicate(format: \"\(format)\"): cannot parse the format at character \(failure.offset): "
                                 + "\(failure.reason). Foundation raises \"Unable to parse the format string\" here on iOS; fix the "
                                 + "format (Apple's Predicate Format String Syntax)")
      ResolveIssues.report(issue)
      return { _, _ in
        ResolveIssues.report(issue)
        return false
      }
    }
  }
}
