import SwiftUI
import UIKit

// Colour tokens written as `Self`-returning statics on UIColor, each a dynamic provider built with
// `Self { traits in … }`, and a Text initializer that turns an NSAttributedString into concatenated
// Text runs, as a design system that still hands attributed strings around writes them.
public extension UIColor {
    static var surface: Self {
        Self { $0.prefersDark ? Self.rgb(0x1C1C24) : Self.rgb(0xFAF7F0) }
    }

    static var ink: Self {
        Self { $0.prefersDark ? Self.rgb(0xF2F2F2) : Self.rgb(0x20202A) }
    }

    static var highlight: Self {
        Self.rgb(0x2E7D32)
    }
}

extension UIColor {
    static func rgb(_ value: UInt32, alpha: CGFloat = 1) -> Self {
        Self(red: CGFloat((value >> 16) & 0xFF) / 255,
             green: CGFloat((value >> 8) & 0xFF) / 255,
             blue: CGFloat(value & 0xFF) / 255,
             alpha: alpha)
    }
}

extension UITraitCollection {
    var prefersDark: Bool { userInterfaceStyle == .dark }
}

extension Text {
    init(attributed source: NSAttributedString) {
        self.init(verbatim: "")
        source.enumerateAttributes(in: NSRange(location: 0, length: source.length), options: []) { attributes, range, _ in
            var run = Text(source.attributedSubstring(from: range).string)
            if let color = attributes[.foregroundColor] as? UIColor {
                run = run.foregroundColor(Color(color))
            }
            if let font = attributes[.font] as? UIFont {
                run = run.font(Font(font))
            }
            if let underline = attributes[.underlineStyle] as? NSNumber, underline.intValue != 0 {
                run = run.underline()
            }
            self = self + run
        }
    }
}

struct NoticeCard: View {
    let message: NSAttributedString

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Sync paused")
                .font(.headline)
            Text(attributed: message)
        }
        .foregroundColor(Color(.ink))
        .padding(16)
        .frame(width: 260, alignment: .leading)
        .background(Color(.surface))
    }
}
