import SwiftUI

public extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1.0) {
        let r = CGFloat((hex & 0xff0000) >> 16) / 255
        let g = CGFloat((hex & 0x00ff00) >> 8) / 255
        let b = CGFloat((hex & 0x0000ff)) / 255
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
}

struct SuccessBadge: View {
    var body: some View {
        Text("Paid")
            .font(.caption.bold())
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .frame(width: 80, height: 30)
            .background(Color(UIColor(hex: 0x34C759)))
            .foregroundColor(Color(UIColor(hex: 0xFFFFFF)))
    }
}
