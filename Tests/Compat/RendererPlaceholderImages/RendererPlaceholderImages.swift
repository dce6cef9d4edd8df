import SwiftUI
import UIKit

/// Placeholder artwork drawn in code with `UIGraphicsImageRenderer`, as feed and avatar views do
/// while the real images load.
extension UIImage {
    static func placeholder(size: CGSize = CGSize(width: 1, height: 1), color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { (context: UIGraphicsImageRendererContext) in
            context.cgContext.setFillColor(color.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    static func avatar(diameter: CGFloat, background: UIColor, ring: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format).image { context in
            ring.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
            background.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 6, y: 6, width: diameter - 12, height: diameter - 12))
        }
    }

    static func stripes(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.systemYellow.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
            context.cgContext.setFillColor(UIColor.black.cgColor)
            for x in stride(from: 0, to: size.width, by: 20) {
                context.cgContext.fill(CGRect(x: x, y: 0, width: 10, height: size.height))
            }
            context.cgContext.setStrokeColor(UIColor.systemRed.cgColor)
            context.cgContext.setLineWidth(4)
            context.cgContext.stroke(CGRect(origin: .zero, size: size).insetBy(dx: 2, dy: 2))
        }
    }
}

struct FeedPlaceholderRow: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(uiImage: .avatar(diameter: 60, background: .systemTeal, ring: .systemIndigo))
            VStack(alignment: .leading, spacing: 8) {
                Image(uiImage: .placeholder(color: .systemGray4))
                    .resizable()
                    .frame(width: 120, height: 14)
                Image(uiImage: .stripes(size: CGSize(width: 100, height: 40)))
            }
        }
        .padding(10)
    }
}
