import SwiftUI

extension Color {
    func mix(with other: Color, by fraction: CGFloat) -> Color {
        var r1: CGFloat = 0, g1: CGFloat = 0, b1: CGFloat = 0, a1: CGFloat = 0
        var r2: CGFloat = 0, g2: CGFloat = 0, b2: CGFloat = 0, a2: CGFloat = 0
        UIColor(self).getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        UIColor(other).getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return Color(UIColor(red: r1 + (r2 - r1) * fraction,
                             green: g1 + (g2 - g1) * fraction,
                             blue: b1 + (b2 - b1) * fraction,
                             alpha: a1 + (a2 - a1) * fraction))
    }
}

struct BlendSwatch: View {
    var body: some View {
        Color.white.mix(with: .black, by: 0.5).frame(width: 50, height: 30)
    }
}
