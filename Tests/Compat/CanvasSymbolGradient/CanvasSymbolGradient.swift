import SwiftUI

/// A profile badge drawn in a `Canvas`: a disc filled with a fixed color behind an SF Symbol, which
/// takes the canvas's gradient foreground style.
struct BadgeCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.yellow))
            context.draw(Image(systemName: "hexagon.fill"),
                         in: CGRect(x: 20, y: 20, width: size.width - 40, height: size.height - 40))
        }
        .frame(width: 160, height: 160)
        .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    }
}
