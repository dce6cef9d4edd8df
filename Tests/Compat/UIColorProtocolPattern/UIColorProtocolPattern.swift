import SwiftUI

public protocol DynamicColorBuilding {
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)
}

extension DynamicColorBuilding {
    public init(hex: UInt, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex & 0xFF0000) >> 16) / 255,
            green: CGFloat((hex & 0x00FF00) >> 8) / 255,
            blue: CGFloat(hex & 0x0000FF) / 255,
            alpha: alpha
        )
    }

    public init(lightHex: UInt, darkHex: UInt) {
        self.init { $0.userInterfaceStyle == .dark ? UIColor(hex: darkHex) : UIColor(hex: lightHex) }
    }
}

extension UIColor: DynamicColorBuilding {}

extension Color: DynamicColorBuilding {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(UIColor(dynamicProvider: dynamicProvider))
    }
}

struct Banner: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(hex: 0xE53935)
            Color(lightHex: 0x43A047, darkHex: 0x1B5E20)
        }
        .frame(width: 100, height: 30)
    }
}
