import SwiftUI

// A sparkline drawn with Canvas as dashboard code writes it: a filled background path, a
// stroked polyline scaled into the size, a dot and a caption drawn with the context.
struct Sparkline: View {
    let values: [Double] = [0.2, 0.8, 0.4, 0.9]

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
            var line = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(index) / CGFloat(values.count - 1),
                                    y: size.height * (1 - value))
                if index == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(.blue), lineWidth: 4)
            context.translateBy(x: 20, y: 20)
            context.fill(Path(ellipseIn: CGRect(x: -6, y: -6, width: 12, height: 12)), with: .color(.red))
            context.draw(Text("peak").foregroundColor(.black), at: CGPoint(x: 100, y: 60), anchor: .topLeading)
        }
        .frame(width: 200, height: 100)
    }
}
