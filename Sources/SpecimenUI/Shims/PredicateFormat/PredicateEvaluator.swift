import Foundation

/// Evaluates a parsed predicate against objects. Where Foundation raises an exception on Apple platforms (a
/// substring operator on a number, `ANY` over something that is not a collection, an unbound `$variable`, a regular
/// expression ICU cannot compile, a key a managed object has no property for, and, in a Core Data fetch, a key path
/// through a to-many relationship without `ANY`), the comparison is false and the cell fails with a `.trap` issue
/// naming it.
final class PredicateEvaluator: @unchecked Sendable {
  let format: String
  private let root: PredicateNode
  private let lock = NSLock()
  private var regexes: [String: NSRegularExpression] = [:]

  init(format: String, root: PredicateNode) {
    self.format = format
    self.root = root
  }

  /// Whether `object` matches, with `variables` bound for `$name`.
  func evaluate(_ object: Any?, variables: [String: Any]) -> Bool {
    matches(root, Scope(object: object, variables: variables, isStoreFetch: PredicateFetchScope.isStoreFetch))
  }

  private struct Scope {
    var object: Any?
    var variables: [String: Any]
    /// Whether a Core Data store is fetching with the predicate (its SQL refuses what evaluation in memory allows).
    let isStoreFetch: Bool
    /// Whether a key path through a to-many relationship is refused here: in a store fetch, outside `ANY`, `ALL`,
    /// `NONE` and the right side of `IN`.
    var refusesToMany = false
  }

  private func matches(_ node: PredicateNode, _ scope: Scope) -> Bool {
    switch node {
    case .constant(let value): return value
    case .not(let inner): return !matches(inner, scope)
    case .and(let nodes): return nodes.allSatisfy { matches($0, scope) }
    case .or(let nodes): return nodes.contains { matches($0, scope) }
    case .comparison(let comparison): return compare(comparison, scope)
    }
  }

  private func compare(_ comparison: PredicateComparison, _ scope: Scope) -> Bool {
    var side = scope
    side.refusesToMany = scope.isStoreFetch && comparison.qualifier == nil
    let left = value(comparison.left, side)
    if comparison.comparing == .in { side.refusesToMany = false }
    let right = value(comparison.right, side)
    if left is RefusedKeyPath || right is RefusedKeyPath { return false }
    // Without a qualifier, a to-many key path's values are compared as one collection in memory (`tags.name == "x"` is
    // false, as Foundation compares the set of names with the string), and a store's fetch refused it above; `ANY`
    // compares each.
    guard let qualifier = comparison.qualifier else { return apply(comparison, left, right) }
    let collection = PredicateValues.elements(left)
    guard collection != nil || PredicateValues.normalized(left) == nil else {
      trap("the left side of ANY, ALL or NONE must be a collection (an array or a set), not \(describe(left))")
      return false
    }
    let elements = collection ?? []
    switch qualifier {
    case .any: return elements.contains { apply(comparison, $0, right) }
    case .all: return elements.allSatisfy { apply(comparison, $0, right) }
    case .noElement: return !elements.contains { apply(comparison, $0, right) }
    }
  }

  private func apply(_ comparison: PredicateComparison, _ left: Any?, _ right: Any?) -> Bool {
    let options = comparison.options
    switch comparison.comparing {
    case .equalTo: return PredicateValues.equal(left, right, options: options)
    case .notEqualTo: return !PredicateValues.equal(left, right, options: options)
    case .lessThan: return PredicateValues.order(left, right, options: options) == .orderedAscending
    case .lessThanOrEqualTo: return [.orderedAscending, .orderedSame].contains(PredicateValues.order(left, right, options: options))
    case .greaterThan: return PredicateValues.order(left, right, options: options) == .orderedDescending
    case .greaterThanOrEqualTo: return [.orderedDescending, .orderedSame].contains(PredicateValues.order(left, right, options: options))
    case .beginsWith, .endsWith, .like, .matches: return substring(comparison.comparing, left, right, options)
    case .contains:
      if let elements = PredicateValues.elements(left) { return elements.contains { PredicateValues.equal($0, right, options: options) } }
      return substring(.contains, left, right, options)
    case .in:
      if let elements = PredicateValues.elements(right) { return elements.contains { PredicateValues.equal(left, $0, options: options) } }
      return substring(.contains, right, left, options)
    case .between:
      guard let bounds = PredicateValues.elements(right), bounds.count == 2 else {
        trap("BETWEEN needs a collection of two bounds on its right ({low, high}), not \(describe(right))")
        return false
      }
      let low = PredicateValues.order(bounds[0], left, options: options), high = PredicateValues.order(left, bounds[1], options: options)
      return low != nil && low != .orderedDescending && high != nil && high != .orderedDescending
    }
  }

  /// The string operators: nil on either side is false; a side that is not a string raises on Apple platforms.
  private func substring(_ comparing: PredicateOperator, _ left: Any?, _ right: Any?, _ options: PredicateStringOptions) -> Bool {
    let left = PredicateValues.normalized(left), right = PredicateValues.normalized(right)
    guard left != nil, right != nil else { return false }
    guard let text = left as? String, let pattern = right as? String else {
      trap("\(comparing.keyword) compares strings, not \(describe(left)) and \(describe(right))")
      return false
    }
    let compare = PredicateValues.compareOptions(options)
    switch comparing {
    case .beginsWith: return text.range(of: pattern, options: compare.union(.anchored)) != nil
    case .endsWith: return text.range(of: pattern, options: compare.union([.anchored, .backwards])) != nil
    case .like: return PredicateValues.matchesWildcards(PredicateValues.folded(text, options: options), PredicateValues.folded(pattern, options: options))
    case .matches:
      guard let regex = regex(pattern, options) else { return false }
      let range = NSRange(text.startIndex..., in: text)
      return regex.firstMatch(in: text, options: [], range: range) != nil
    default: return text.range(of: pattern, options: compare) != nil
    }
  }

  /// The compiled expression for `MATCHES`, anchored to the whole string, made once per pattern and options.
  private func regex(_ pattern: String, _ options: PredicateStringOptions) -> NSRegularExpression? {
    let key = "\(options.rawValue):\(pattern)"
    lock.lock()
    let cached = regexes[key]
    lock.unlock()
    if let cached { return cached }
    let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
    guard let regex = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z", options: regexOptions) else {
      trap("MATCHES: \"\(pattern)\" is not a regular expression ICU can read")
      return nil
    }
    lock.lock()
    regexes[key] = regex
    lock.unlock()
    return regex
  }

  // MARK: Expressions

  private func value(_ expression: PredicateExpression, _ scope: Scope) -> Any? {
    switch expression {
    case .constant(let value): return value
    case .evaluatedObject: return scope.object
    case .keyPath(let base, let components):
      var refused = false
      let found = PredicateKeyPaths.value(at: components[...], of: value(base, scope)) { problem in
        switch problem {
        case .missing(let key, let object):
          trap("keypath \(TextLength.quoted(key, length: 80)) not found in entity \(type(of: object)) (Core Data's words)")
        case .throughToMany(let key, let object) where scope.refusesToMany:
          trap("to-many key not allowed here (Core Data's words): \(TextLength.quoted(key, length: 80)) is a to-many "
               + "relationship of \(type(of: object)), so the key path reads many values; say how to compare them with ANY, ALL "
               + "or NONE (ANY \(TextLength.quoted(components.joined(separator: "."), length: 80)) …), IN, or a SUBQUERY")
          refused = true
        case .throughToMany: break
        }
      }
      return refused ? RefusedKeyPath() : found
    case .variable(let name):
      guard let bound = scope.variables[name] else {
        trap("$\(name) is not bound (evaluate(with:substitutionVariables:) or a SUBQUERY binds it)")
        return nil
      }
      return bound
    case .aggregate(let elements): return elements.map { value($0, scope) }
    case .arithmetic(let operation, let a, let b): return arithmetic(operation, value(a, scope), value(b, scope))
    case .index(let base, let selector): return element(of: value(base, scope), selector, scope)
    case .subquery(let collection, let variable, let predicate):
      let elements = PredicateValues.elements(value(collection, scope)) ?? []
      return elements.filter { element in
        var inner = scope
        inner.variables[variable] = element as Any
        return matches(predicate, inner)
      }
    }
  }

  private func arithmetic(_ operation: PredicateArithmetic, _ a: Any?, _ b: Any?) -> Any? {
    guard let x = PredicateValues.number(a), let y = PredicateValues.number(b) else { return nil }
    if case .integer(let i) = x, case .integer(let j) = y {
      let exact: (Int64, Bool)?
      switch operation {
      case .add: exact = i.addingReportingOverflow(j)
      case .subtract: exact = i.subtractingReportingOverflow(j)
      case .multiply: exact = i.multipliedReportingOverflow(by: j)
      case .divide, .power: exact = nil
      }
      if let (result, overflow) = exact, !overflow { return result }
    }
    switch operation {
    case .add: return x.real + y.real
    case .subtract: return x.real - y.real
    case .multiply: return x.real * y.real
    case .divide: return x.real / y.real
    case .power: return pow(x.real, y.real)
    }
  }

  private func element(of base: Any?, _ selector: PredicateIndex, _ scope: Scope) -> Any? {
    if case .position(let key) = selector, let dictionary = PredicateValues.normalized(base) as? [String: Any],
       let name = PredicateValues.string(value(key, scope)) {
      return dictionary[name]
    }
    guard let elements = PredicateValues.elements(base) else { return nil }
    switch selector {
    case .first: return elements.first ?? nil
    case .last: return elements.last ?? nil
    case .size: return Int64(elements.count)
    case .position(let key):
      guard case .integer(let position)? = PredicateValues.number(value(key, scope)), elements.indices.contains(Int(position)) else {
        trap("index \(describe(value(key, scope))) is beyond the bounds of a collection of \(elements.count)")
        return nil
      }
      return elements[Int(position)]
    }
  }

  // MARK: Failures

  private func trap(_ reason: String) {
    ResolveIssues.report(ResolveIssue(.trap, "NSPredicate(format: \"\(format)\"): \(reason). Foundation raises an exception "
                                        + "here on iOS; fix the format (Apple's Predicate Format String Syntax)"))
  }

  private func describe(_ value: Any?) -> String {
    guard let value = PredicateValues.normalized(value) else { return "nil" }
    if let text = value as? String { return "the string \"\(text.prefix(40))\"" }
    return "a \(type(of: value))"
  }
}

/// The value of a key path a store's fetch refuses: the comparison that reads it is false.
private struct RefusedKeyPath {}

extension PredicateOperator {
  /// The operator as a format string writes it, for messages.
  var keyword: String {
    switch self {
    case .beginsWith: return "BEGINSWITH"
    case .endsWith: return "ENDSWITH"
    case .contains: return "CONTAINS"
    case .like: return "LIKE"
    case .matches: return "MATCHES"
    case .in: return "IN"
    case .between: return "BETWEEN"
    case .equalTo: return "=="
    case .notEqualTo: return "!="
    case .lessThan: return "<"
    case .lessThanOrEqualTo: return "<="
    case .greaterThan: return ">"
    case .greaterThanOrEqualTo: return ">="
    }
  }
}
