import SwiftUI
import UIKit

extension UIFont {
    static func preferredFont(for style: TextStyle, weight: Weight) -> UIFont {
        let metrics = UIFontMetrics(forTextStyle: style)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        let font = UIFont.systemFont(ofSize: descriptor.pointSize, weight: weight)
        return metrics.scaledFont(for: font)
    }
}

/// Bars as long as four times each text style's point size, in the style's weight of bold.
struct TypeScaleBars: View {
    let styles: [UIFont.TextStyle] = [.caption1, .body, .title1]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(styles, id: \.rawValue) { style in
                let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: nil).pointSize
                Rectangle()
                    .fill(Color.indigo)
                    .frame(width: size * 4, height: 8)
            }
            Text("Heavy headline")
                .font(Font(UIFont.preferredFont(for: .headline, weight: .heavy)))
        }
        .padding(4)
    }
}
