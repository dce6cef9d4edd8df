import Foundation

/// A view that stands for the content a `phaseAnimator` or `keyframeAnimator` modifier, or a
/// `Transition`, was applied to.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: AnyView
  init(content: some View) { self.content = AnyView(content) }
  public var body: some View { content }
}

/// A container that animates its content through a sequence of phases (iOS 17).
///
/// A still render draws the content in the first phase: where a phase animator with a trigger
/// rests, and where one without a trigger starts its cycle.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let firstPhase: Phase?
  let content: (Phase) -> Content

  /// Cycles through `phases` each time `trigger` changes.
  public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through `phases` continuously.
  public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    firstPhase = phases.first { _ in true }
    self.content = content
  }

  public var body: some View {
    if let firstPhase {
      content(firstPhase)
    } else {
      let _ = ResolveIssues.report(ResolveIssue(.invalidNumber, "PhaseAnimator has no phases, so there is no phase to draw its content in; "
        + "nothing is drawn. Give phaseAnimator(_:) at least one phase"))
    }
  }
}

nonisolated extension View {
  /// Animates this view through `phases` each time `trigger` changes; drawn in the first phase.
  public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                              @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                              animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
    PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
  }

  /// Animates this view through `phases` continuously; drawn in the first phase.
  public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                              @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                              animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
    PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
  }
}
