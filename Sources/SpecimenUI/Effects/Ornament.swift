import Foundation

// visionOS's ornaments: controls that float in front of a window's edge, `.ornament(attachmentAnchor:
// contentAlignment:ornament:)`. A still render has no window around the view, so the view stands in
// for the scene: the ornament is drawn over it with its `contentAlignment` point on the anchor
// (with the default `.center` and `.scene(.bottom)`, straddling the view's bottom edge).
// https://developer.apple.com/documentation/swiftui/view/ornament(visibility:attachmentanchor:contentalignment:ornament:)

/// Where an ornament attaches: a unit point of the scene or of the view it modifies.
@available(iOS, unavailable)
@available(visionOS 1.0, *)
public struct OrnamentAttachmentAnchor: Hashable, Sendable {
  /// The anchor point, as a unit point of the bounds.
  let anchor: UnitPoint

  /// The anchor point for the ornament, a unit point of the scene (here: of the view the ornament modifies).
  public static func scene(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor { OrnamentAttachmentAnchor(anchor: anchor) }

  /// The anchor point for the ornament, a unit point of the view the ornament modifies.
  public static func parent(_ anchor: UnitPoint) -> OrnamentAttachmentAnchor { OrnamentAttachmentAnchor(anchor: anchor) }
}

@available(iOS, unavailable)
@available(visionOS 1.0, *)
nonisolated extension View {
  /// Presents an ornament: `ornament`'s `contentAlignment` point on `attachmentAnchor`, over the view.
  ///
  /// `.hidden` draws nothing; the view's own size and layout are unchanged, so an ornament reaching past
  /// the view's edge can leave the image.
  public func ornament<Content: View>(
    visibility: Visibility = .automatic, attachmentAnchor: OrnamentAttachmentAnchor, contentAlignment: Alignment = .center,
    @ViewBuilder ornament: () -> Content
  ) -> some View {
    overlay {
      if visibility != .hidden {
        OrnamentPlacement(anchor: attachmentAnchor.anchor, contentAlignment: contentAlignment) { ornament() }
      }
    }
  }
}

/// Places its one subview at its ideal size with the subview's `contentAlignment` guides on `anchor` of the bounds.
nonisolated struct OrnamentPlacement: Layout {
  let anchor: UnitPoint
  let contentAlignment: Alignment

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      let dimensions = subview.dimensions(in: .unspecified)
      let point = CGPoint(
        x: bounds.minX + anchor.x * bounds.width - dimensions[contentAlignment.horizontal],
        y: bounds.minY + anchor.y * bounds.height - dimensions[contentAlignment.vertical])
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
    }
  }
}
