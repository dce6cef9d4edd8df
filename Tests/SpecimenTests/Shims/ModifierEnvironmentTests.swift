import Foundation
import SpecimenUI
import Testing

/// The environment values that modifiers set, as a custom component reads them with `@Environment` (a scroll
/// container that turns its own scrolling off, a field that follows `autocorrectionDisabled`).
@Suite struct ModifierEnvironmentTests {
  /// Draws what it reads as one text.
  struct Probe: View {
    @Environment(\.isScrollEnabled) private var scrolls
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    @Environment(\.verticalScrollBounceBehavior) private var bounce
    @Environment(\.autocorrectionDisabled) private var noAutocorrect
    @Environment(\.disableAutocorrection) private var legacy
    @Environment(\.isFocusEffectEnabled) private var focusEffect
    @Environment(\.menuOrder) private var order
    @Environment(\.contentTransition) private var transition
    @Environment(\.accessibilityPlayAnimatedImages) private var animates
    var body: some View {
      Text("\(scrolls) \(vertical == .hidden) \(horizontal == .hidden) \(bounce == .basedOnSize) \(noAutocorrect) "
        + "\(legacy.map(String.init) ?? "nil") \(focusEffect) \(order == .fixed) \(transition == .numericText()) \(animates)")
    }
  }

  private func read<V: View>(_ view: V) -> String? {
    func text(_ node: ResolvedNode) -> String? {
      if case .text(let t) = node.kind { return t.string }
      return node.children.lazy.compactMap(text).first
    }
    return text(ResolveContext().resolve(view))
  }

  @Test func defaultsAreAnIPhonesAtRest() {
    #expect(read(Probe()) == "true false false false false nil true false false true")
  }

  @Test func modifiersSetTheValuesTheyName() {
    let view = Probe()
      .scrollDisabled(true)
      .scrollIndicators(.hidden, axes: .vertical)
      .scrollBounceBehavior(.basedOnSize)
      .autocorrectionDisabled()
      .focusEffectDisabled()
      .menuOrder(.fixed)
      .contentTransition(.numericText())
    #expect(read(view) == "false true false true true true false true true true")
    #expect(read(Probe().scrollIndicators(.hidden)) == "true true true false false nil true false false true")
  }
}
