import UIKit.UIFont
import UIKit.UIColor
import SwiftUI

// A type-scale helper as UIKit-era design systems keep it: header submodule imports, a weighted
// preferred font scaled by UIFontMetrics, and a hex colour read with Scanner.
extension UIFont {
    static func preferredFont(for style: TextStyle, weight: Weight) -> UIFont {
        let metrics = UIFontMetrics(forTextStyle: style)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        let font = UIFont.systemFont(ofSize: descriptor.pointSize, weight: weight)
        return metrics.scaledFont(for: font)
    }
}

extension UIColor {
    convenience init(hexString: String) {
        var value: UInt64 = 0
        let scanner = Scanner(string: hexString)
        scanner.charactersToBeSkipped = CharacterSet(charactersIn: "#")
        scanner.scanHexInt64(&value)
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255,
                  green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255,
                  alpha: 1)
    }
}

enum TypeScale {
    static let title = UIFont.preferredFont(for: .title1, weight: .bold)
    static let caption = UIFont.preferredFont(for: .caption1, weight: .regular)
    static let ink = UIColor(hexString: "#2F6FEB")
}

/// A ruler as long as four times a style's point size, drawn in the brand ink.
struct TypeScaleRuler: View {
    let font: UIFont

    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
                .fill(Color(TypeScale.ink))
                .frame(width: font.pointSize * 4, height: 10)
            Spacer(minLength: 0)
        }
    }
}
