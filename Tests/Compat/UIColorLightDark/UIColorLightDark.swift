import SwiftUI

extension UIColor {
    convenience init(light: UIColor, dark: UIColor) {
        self.init { traitCollection in
            if traitCollection.userInterfaceStyle == .dark {
                return dark
            } else {
                return light
            }
        }
    }
}

extension Color {
    static let surface = Color(UIColor(light: .white, dark: UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)))
    static let accentFill = Color(UIColor(light: UIColor(red: 0, green: 0.48, blue: 1, alpha: 1),
                                          dark: UIColor(red: 1, green: 0.62, blue: 0.04, alpha: 1)))
}

struct SurfaceCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.accentFill.frame(height: 20)
            Color.surface.frame(height: 40)
        }
        .frame(width: 120)
    }
}
