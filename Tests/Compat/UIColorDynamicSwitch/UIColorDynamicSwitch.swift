import SwiftUI

extension UIColor {
    static func dynamic(light lightColor: @escaping @autoclosure () -> UIColor,
                        dark darkColor: @escaping @autoclosure () -> UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            switch traits.userInterfaceStyle {
            case .light, .unspecified:
                return lightColor()
            case .dark:
                return darkColor()
            @unknown default:
                return lightColor()
            }
        })
    }
}

enum Tokens {
    static let background = UIColor.dynamic(light: .systemGray6, dark: .black)
    static let chip = UIColor.dynamic(light: .systemIndigo, dark: .systemTeal)
}

struct ChipView: View {
    var body: some View {
        ZStack {
            Color(Tokens.background)
            Capsule().fill(Color(Tokens.chip)).frame(width: 80, height: 24)
        }
        .frame(width: 120, height: 40)
    }
}
