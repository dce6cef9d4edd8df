import Foundation

/// Lays out an axis label turned a quarter turn: as wide as the label is tall and as tall as it is wide.
/// Its one subview, drawn turned by `rotationEffect`, is placed at its ideal size about the centre.
struct TurnedLabel: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let label = subviews.first else { return .zero }
    let size = label.sizeThatFits(.unspecified)
    return CGSize(width: size.height, height: size.width)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let label = subviews.first else { return }
    label.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(label.sizeThatFits(.unspecified)))
  }
}
