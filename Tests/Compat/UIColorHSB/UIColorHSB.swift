import SwiftUI

extension UIColor {
    var darkened: UIColor {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        if getHue(&h, saturation: &s, brightness: &b, alpha: &a) {
            return UIColor(hue: h, saturation: s, brightness: b * 0.5, alpha: a)
        }
        return self
    }
}

struct PressedSwatch: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1).darkened)
        }
        .frame(width: 100, height: 30)
    }
}
