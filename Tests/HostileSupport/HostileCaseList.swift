import SpecimenUI

/// A round's hostile cases as it writes them: each view is made inside its cell (so what making it reports is the
/// cell's) and must have the outcome `outcomes` gives its name, or render when it has none.
public struct HostileCaseList {
  public private(set) var cases: [HostileCase] = []
  private let outcomes: [String: (outcome: String, says: String)]

  public init(outcomes: [String: (outcome: String, says: String)]) {
    self.outcomes = outcomes
  }

  /// Adds the case `name`, drawn by `view`.
  public mutating func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
    let expected = outcomes[name] ?? ("renders", "")
    cases.append(HostileCase(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(HostileBuilt(make: view)) }))
  }
}

/// A view made when its cell is drawn, as a body is.
public struct HostileBuilt<Content: View>: View {
  let make: () -> Content
  public init(make: @escaping () -> Content) { self.make = make }
  public var body: some View { make() }
}
