import SwiftUI

extension NSColor {
    static let cardFill = NSColor(name: nil) { appearance in
        if appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua {
            return NSColor(calibratedRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        }
        return NSColor(calibratedRed: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    }
}

struct MacCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color(nsColor: .cardFill))
            .frame(width: 80, height: 40)
    }
}
