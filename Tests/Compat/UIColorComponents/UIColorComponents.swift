import SwiftUI

extension UIColor {
    func lighter(by percentage: CGFloat = 0.3) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return self }
        return UIColor(red: min(red + percentage, 1.0),
                       green: min(green + percentage, 1.0),
                       blue: min(blue + percentage, 1.0),
                       alpha: alpha)
    }
}

struct TintedPill: View {
    let base = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    var body: some View {
        HStack(spacing: 0) {
            Color(base)
            Color(base.lighter(by: 0.2))
        }
        .frame(width: 100, height: 30)
    }
}
