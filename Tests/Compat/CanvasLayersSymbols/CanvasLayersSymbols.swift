import SwiftUI

/// A sticker sheet drawn in a `Canvas`: a symbol view resolved by its tag, a square drawn through a
/// copy of the context that carries a hard shadow, a layer tinted as a whole, and a swatch drawn after
/// a grayscale filter.
struct StickerSheet: View {
    var body: some View {
        Canvas { context, size in
            if let sticker = context.resolveSymbol(id: "sticker") {
                context.draw(sticker, at: CGPoint(x: 50, y: 50))
            }

            var shadowed = context
            shadowed.addFilter(.shadow(color: .black, radius: 0, x: 8, y: 8))
            shadowed.fill(Path(CGRect(x: 110, y: 20, width: 60, height: 60)), with: .color(.blue))

            context.drawLayer { layer in
                layer.addFilter(.colorMultiply(.red))
                layer.fill(Path(ellipseIn: CGRect(x: 200, y: 20, width: 60, height: 60)), with: .color(.white))
            }

            context.addFilter(.grayscale(1))
            context.fill(Path(CGRect(x: 20, y: 110, width: 240, height: 30)), with: .color(.green))
        } symbols: {
            Circle()
                .fill(.orange)
                .frame(width: 44, height: 44)
                .tag("sticker")
        }
        .frame(width: 280, height: 160)
    }
}
