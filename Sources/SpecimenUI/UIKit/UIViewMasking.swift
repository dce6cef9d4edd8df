import Foundation

/// A UIKit view's clip and mask under a representable, decided after the view is laid out, so a corner radius or a
/// mask that `layoutSubviews()` sets counts (the usual place for `bounds`-sized masks). With `clipsToBounds` (its
/// layer's `masksToBounds`) everything the view draws (background, layer tree, look, `draw(_:)`, subviews) is clipped
/// to the layer's outline: its bounds with `cornerRadius` on `maskedCorners`. A `mask` view, or else a `layer.mask`,
/// masks it by its alpha, placed at its frame, as Core Animation composites a mask.
nonisolated struct UIViewMasking: ViewModifier {
  let view: UIView
  /// How many views deep the view is (a mask view is drawn one deeper).
  let depth: Int
  /// Whether the view is laid out at the size it is drawn (not for a button or stack view at its own size).
  let laysOut: Bool

  /// Whether `view` clips or masks now, or is of the app's own class, whose `layoutSubviews()` may set a corner
  /// radius, `clipsToBounds` or a mask (so the modifier is there to decide after layout).
  static func applies(to view: UIView) -> Bool {
    view.layer.masksToBounds || view.layer.mask != nil || view.mask != nil || view.isAppClass
  }

  func body(content: Content) -> some View {
    content.mask(alignment: .topLeading) {
      GeometryReader { proxy in
        let size = CGSize(width: LayerTreeDrawing.usable(proxy.size.width), height: LayerTreeDrawing.usable(proxy.size.height))
        let _ = laysOut ? UIViewContentDrawing.layOut(view, at: size) : ()
        maskShape(in: size)
      }
    }
  }

  /// The mask: the view's mask view or layer mask (clipped to the outline when the view clips), the outline alone,
  /// or, for a view that neither clips nor masks, a fully opaque area far past its bounds (which changes nothing).
  @ViewBuilder private func maskShape(in size: CGSize) -> some View {
    let clips = view.layer.masksToBounds
    let outline = view.layer.outline(in: size)
    let nested = depth < UIViewContentDrawing.maxDepth
    if nested, let maskView = view.mask, maskView !== view {
      Self.clipped(UIViewContentDrawing.placed(maskView, depth: depth + 1), to: clips ? outline : nil, size: size)
    } else if nested, let mask = view.layer.mask, mask !== view.layer {
      Self.clipped(LayerDrawing.placed(mask, depth: 1), to: clips ? outline : nil, size: size)
    } else if clips {
      outline.fill(Color.black)
    } else {
      Path(CGRect(origin: .zero, size: size).insetBy(dx: -20_000, dy: -20_000)).fill(Color.black)
    }
  }

  private static func clipped<V: View>(_ mask: V, to outline: Path?, size: CGSize) -> some View {
    let framed = ZStack(alignment: .topLeading) { mask }.frame(width: size.width, height: size.height, alignment: .topLeading)
    return Group {
      if let outline { framed.clipShape(outline) } else { framed }
    }
  }
}

extension UIView {
  /// Whether the view is of a class the app declares (not one of UIKit's), whose `layoutSubviews()` may change how
  /// its layer draws (a corner radius of half its height, a mask the size of its bounds).
  var isAppClass: Bool { !String(reflecting: type(of: self)).hasPrefix("SpecimenUI.") }
}
