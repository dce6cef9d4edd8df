import UIKit
import SwiftUI

// A typography helper of the kind a social app keeps beside its timelines: counters and timestamps
// set in the text style's font with fixed-width digits, asked for through Core Text feature settings.
extension UIFont {
    static func tabularFont(forTextStyle style: UIFont.TextStyle, maximumPointSize: CGFloat = .greatestFiniteMagnitude) -> UIFont {
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        let descriptor = base.addingAttributes([
            .featureSettings: [
                [
                    UIFontDescriptor.FeatureKey.type: kNumberSpacingType,
                    UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector,
                ],
            ],
        ])
        return UIFont(descriptor: descriptor, size: min(base.pointSize, maximumPointSize))
    }

    /// The same request written before iOS 15, with the old key names.
    static func legacyTabularFont(ofSize size: CGFloat) -> UIFont {
        let descriptor = UIFont.systemFont(ofSize: size).fontDescriptor.addingAttributes([
            UIFontDescriptor.AttributeName.featureSettings: [
                [UIFontDescriptor.FeatureKey.featureIdentifier: kNumberSpacingType,
                 UIFontDescriptor.FeatureKey.typeIdentifier: kMonospacedNumbersSelector],
            ],
        ])
        return UIFont(descriptor: descriptor, size: 0)
    }
}

struct CounterChip: View {
    let value: String
    let font: UIFont

    var body: some View {
        Text(value)
            .font(Font(font))
            .fixedSize()
            .background(Color.yellow)
    }
}
