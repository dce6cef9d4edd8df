// The result builders TipKit puts on a tip's `actions`, `rules` and `options`, so a conforming
// type lists them one per line, with `if`, `if`/`else` and `for` as in any builder.

extension Tips {
  /// Builds a tip's actions from one `Action` per line.
  @resultBuilder public enum ActionBuilder {
    public static func buildExpression(_ action: Tips.Action) -> [Tips.Action] { [action] }
    public static func buildExpression(_ actions: [Tips.Action]) -> [Tips.Action] { actions }
    public static func buildBlock(_ parts: [Tips.Action]...) -> [Tips.Action] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Tips.Action]?) -> [Tips.Action] { part ?? [] }
    public static func buildEither(first part: [Tips.Action]) -> [Tips.Action] { part }
    public static func buildEither(second part: [Tips.Action]) -> [Tips.Action] { part }
    public static func buildArray(_ parts: [[Tips.Action]]) -> [Tips.Action] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Tips.Action]) -> [Tips.Action] { part }
  }

  /// Builds a tip's rules from one `Rule` per line.
  @resultBuilder public enum RuleBuilder {
    public static func buildExpression(_ rule: Tips.Rule) -> [Tips.Rule] { [rule] }
    public static func buildExpression(_ rules: [Tips.Rule]) -> [Tips.Rule] { rules }
    public static func buildBlock(_ parts: [Tips.Rule]...) -> [Tips.Rule] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Tips.Rule]?) -> [Tips.Rule] { part ?? [] }
    public static func buildEither(first part: [Tips.Rule]) -> [Tips.Rule] { part }
    public static func buildEither(second part: [Tips.Rule]) -> [Tips.Rule] { part }
    public static func buildArray(_ parts: [[Tips.Rule]]) -> [Tips.Rule] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Tips.Rule]) -> [Tips.Rule] { part }
  }

  /// Builds a tip's options from one option per line.
  @resultBuilder public enum OptionsBuilder {
    public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
    public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
    public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TipOption]?) -> [any TipOption] { part ?? [] }
    public static func buildEither(first part: [any TipOption]) -> [any TipOption] { part }
    public static func buildEither(second part: [any TipOption]) -> [any TipOption] { part }
    public static func buildArray(_ parts: [[any TipOption]]) -> [any TipOption] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any TipOption]) -> [any TipOption] { part }
  }
}
