import SwiftUI

// Canvas tricks from public SwiftUI code: a "gooey" pair of dots (the layer blurred, then an alpha threshold
// turns the blur back into one hard-edged shape, so nearby dots melt into each other), and a badge with a hole
// punched through it by an inverse layer clip.

private let goo = Color(red: 0.35, green: 0.2, blue: 0.9)

struct GooeyDots: View {
    var spacing: CGFloat = 46

    var body: some View {
        Canvas { context, size in
            context.addFilter(.alphaThreshold(min: 0.5, color: goo))
            context.addFilter(.blur(radius: 6))
            context.drawLayer { layer in
                for index in 0..<2 {
                    guard let dot = layer.resolveSymbol(id: index) else { continue }
                    layer.draw(dot, at: CGPoint(x: size.width / 2 + (CGFloat(index) - 0.5) * spacing, y: size.height / 2))
                }
            }
        } symbols: {
            ForEach(0..<2, id: \.self) { index in
                Circle().frame(width: 40, height: 40).tag(index)
            }
        }
    }
}

struct PunchOutBadge: View {
    var body: some View {
        Canvas { context, size in
            var badge = context
            badge.clipToLayer(options: .inverse) { hole in
                hole.fill(Path(ellipseIn: CGRect(x: size.width / 2 - 15, y: size.height / 2 - 15, width: 30, height: 30)),
                          with: .color(.black))
            }
            badge.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16),
                       with: .color(Color(red: 1, green: 0.55, blue: 0)))
        }
    }
}

struct GooeyPunchOutRow: View {
    var body: some View {
        HStack(spacing: 20) {
            GooeyDots().frame(width: 160, height: 80)
            PunchOutBadge().frame(width: 100, height: 80)
        }
        .padding(10)
        .background(Color.white)
    }
}
