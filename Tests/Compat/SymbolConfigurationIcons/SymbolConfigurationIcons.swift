import SwiftUI
import UIKit

// An icon helper from a UIKit-first app, shared with its SwiftUI screens: SF Symbols sized and
// weighted by UIImage.SymbolConfiguration and coloured with withTintColor(_:renderingMode:).
enum Icons {
    static func symbol(_ name: String, size: CGFloat, weight: UIImage.SymbolWeight = .regular, color: UIColor) -> UIImage {
        let configuration = UIImage.SymbolConfiguration(pointSize: size, weight: weight)
        return (UIImage(systemName: name, withConfiguration: configuration) ?? UIImage())
            .withTintColor(color, renderingMode: .alwaysOriginal)
    }

    static let largeStatus = symbol("circle.fill", size: 40, weight: .bold, color: .systemRed)
    static let templated = UIImage(systemName: "circle.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: .caption1))!
        .withRenderingMode(.alwaysTemplate)
}

struct StatusIcons: View {
    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Image(uiImage: Icons.largeStatus)
            Image(uiImage: Icons.templated)
            Image(systemName: "circle.fill")
        }
        .foregroundStyle(.green)
    }
}
