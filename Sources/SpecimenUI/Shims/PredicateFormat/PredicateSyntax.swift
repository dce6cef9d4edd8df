import Foundation

// The parts of a parsed predicate format string (Apple's "Predicate Format String Syntax", Predicate
// Programming Guide): comparisons joined by AND, OR and NOT, whose sides are expressions.

/// A parsed predicate: a comparison, a compound of predicates, or a constant.
indirect enum PredicateNode {
  case constant(Bool)
  case not(PredicateNode)
  /// All of the predicates (a chain of `AND`s, kept flat so a long chain nests no deeper than one).
  case and([PredicateNode])
  /// Any of the predicates.
  case or([PredicateNode])
  case comparison(PredicateComparison)
}

/// `ANY`/`SOME`, `ALL` or `NONE` before a comparison: the left side is a collection whose elements are compared.
enum PredicateQualifier {
  case any, all, noElement
}

/// A comparison's operator, as `NSComparisonPredicate.Operator` names them.
enum PredicateOperator: Equatable {
  case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
  case beginsWith, endsWith, contains, like, matches, `in`, between
}

/// `[c]`, `[d]` and `[cd]` after an operator: string comparisons that ignore case and diacritics.
struct PredicateStringOptions: OptionSet {
  let rawValue: Int
  static let caseInsensitive = PredicateStringOptions(rawValue: 1)
  static let diacriticInsensitive = PredicateStringOptions(rawValue: 2)
}

/// One comparison: `qualifier left operator[options] right`.
struct PredicateComparison {
  var qualifier: PredicateQualifier?
  var left: PredicateExpression
  var comparing: PredicateOperator
  var options: PredicateStringOptions
  var right: PredicateExpression
}

/// A value inside a predicate: a constant, a key path into the object, a variable, an aggregate, arithmetic or a
/// subquery.
indirect enum PredicateExpression {
  /// A literal or an argument substituted for `%@`, `%d`, …: nil for `NULL`/`NIL`.
  case constant(Any?)
  /// The evaluated object itself (`SELF`).
  case evaluatedObject
  /// Key path components read from `base` (`name`, `author.name`, `tags.@count`).
  case keyPath(base: PredicateExpression, components: [String])
  /// `$name`: a substitution variable, or a subquery's element.
  case variable(String)
  /// `{a, b, c}`.
  case aggregate([PredicateExpression])
  /// `left + right` and the other arithmetic operators.
  case arithmetic(PredicateArithmetic, PredicateExpression, PredicateExpression)
  /// `collection[index]`, with `FIRST`, `LAST` or `SIZE` as the index too.
  case index(PredicateExpression, PredicateIndex)
  /// `SUBQUERY(collection, $variable, predicate)`: the elements of `collection` the predicate matches.
  case subquery(collection: PredicateExpression, variable: String, predicate: PredicateNode)
}

/// An arithmetic operator in an expression.
enum PredicateArithmetic {
  case add, subtract, multiply, divide, power
}

/// What selects an element of a collection in `collection[…]`.
enum PredicateIndex {
  case first, last, size
  case position(PredicateExpression)
}
