import Foundation

// A representable's own `sizeThatFits(_:uiView:context:)` (iOS 16; `sizeThatFits(_:uiViewController:context:)` for a
// controller). Apple: "Given a proposed size, returns the preferred size of the composite view", and "Returning a value
// of nil indicates that the system should use the default sizing algorithm". A representable that keeps the protocol's
// default is drawn as before, with no layout of its own around it.

/// Notes whether the protocol's default `sizeThatFits` (nil for every proposal) answered.
final class RepresentableSizingProbe: @unchecked Sendable {
  var usedDefault = false
}

/// A representable's `sizeThatFits`, asked once for each proposal the layout makes.
final class RepresentableSizeAnswer: @unchecked Sendable {
  /// The representable's type, for messages: "Wrapped".
  let typeName: String
  /// The method as the code writes it: "sizeThatFits(_:uiView:context:)".
  let method: String
  let answer: (ProposedViewSize) -> CGSize?
  private let lock = NSLock()
  private var named = false

  /// True the first time it is asked: a stack asks a representable at several proposals (0, ∞ and its share), and one
  /// unusable answer is named once, for the first proposal that got it.
  func firstUnusableAnswer() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    defer { named = true }
    return !named
  }

  init(typeName: String, method: String, answer: @escaping (ProposedViewSize) -> CGSize?) {
    self.typeName = typeName
    self.method = method
    self.answer = answer
  }

  /// The answer when the representable implements `sizeThatFits` itself; nil when it keeps the protocol's default,
  /// found by asking once for `.unspecified` with a probe the default marks.
  static func made(typeName: String, method: String,
                   _ ask: @escaping (ProposedViewSize, RepresentableSizingProbe?) -> CGSize?) -> RepresentableSizeAnswer? {
    let probe = RepresentableSizingProbe()
    _ = ask(.unspecified, probe)
    return probe.usedDefault ? nil : RepresentableSizeAnswer(typeName: typeName, method: method) { ask($0, nil) }
  }
}

/// Sizes a representable's drawing by its `sizeThatFits` answer: nil is the default sizing (the drawing's own, or the
/// UIKit view's intrinsic size in a dimension that has one); a dimension that is NaN, infinite or negative is named and
/// sized as nil sizes it. The drawing is proposed the size chosen and centred in it. An answer too large for any canvas
/// fails the cell naming the representable (`NamedLayout`).
nonisolated struct RepresentableSizeLayout: Layout, NamedLayout {
  let answer: RepresentableSizeAnswer
  /// The UIKit view's usable intrinsic size in each dimension (nil: none), which the default sizing takes.
  let intrinsic: (width: CGFloat?, height: CGFloat?)

  var layoutName: String { answer.typeName }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let drawing = subviews.first else { return .zero }
    let fallback = { () -> CGSize in
      let own = drawing.sizeThatFits(proposal)
      return CGSize(width: intrinsic.width ?? own.width, height: intrinsic.height ?? own.height)
    }
    guard let size = answer.answer(proposal) else { return fallback() }
    let usable = { (value: CGFloat) in value.isFinite && value >= 0 }
    if usable(size.width), usable(size.height) { return size }
    let text = { (value: CGFloat?) in value.map { NumberText.describe($0) } ?? "nil" }
    if answer.firstUnusableAnswer() {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(answer.typeName).\(answer.method) returned \(text(size.width))×\(text(size.height)) "
        + "for a proposal of \(text(proposal.width))×\(text(proposal.height)); a side that is NaN, infinite or negative is sized as nil "
        + "sizes it (the default sizing). Return a finite size of 0 or more, or nil for the default"))
    }
    let standing = fallback()
    return CGSize(width: usable(size.width) ? size.width : standing.width, height: usable(size.height) ? size.height : standing.height)
  }

  /// Centres the drawing in `bounds`. A side of `bounds` is infinite when the layout is arranged at an infinite proposal
  /// (a stack measuring how far its children grow) and the drawing took it: on that axis the drawing is placed at the
  /// leading or top edge, as the centre of an infinite side is no point (and `place` would name a placement this layout
  /// makes, not the representable's code).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let (x, y) = (bounds.midX.isFinite, bounds.midY.isFinite)
    subviews.first?.place(at: CGPoint(x: x ? bounds.midX : bounds.minX, y: y ? bounds.midY : bounds.minY),
                          anchor: UnitPoint(x: x ? 0.5 : 0, y: y ? 0.5 : 0), proposal: ProposedViewSize(bounds.size))
  }
}

/// A representable's drawing, sized by its own `sizeThatFits` when it has one (`RepresentableSizeLayout`).
nonisolated struct RepresentableSizing<Content: View>: View {
  let answer: RepresentableSizeAnswer?
  let content: Content

  var body: some View {
    if let answer { return AnyView(RepresentableSizeLayout(answer: answer, intrinsic: (nil, nil)) { content }) }
    return AnyView(content)
  }
}
