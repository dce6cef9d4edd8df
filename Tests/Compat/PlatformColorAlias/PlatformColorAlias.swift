import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if canImport(UIKit)
typealias PlatformColor = UIColor
#elseif canImport(AppKit)
typealias PlatformColor = NSColor
#endif

extension Color {
    init(platform: PlatformColor) {
        #if canImport(UIKit)
        self.init(uiColor: platform)
        #else
        self.init(nsColor: platform)
        #endif
    }
}

struct PlatformSwatch: View {
    var body: some View {
        Color(platform: PlatformColor(red: 0, green: 0.5, blue: 1, alpha: 1)).frame(width: 50, height: 30)
    }
}
