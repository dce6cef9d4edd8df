import SwiftUI

// Labels typed as `LocalizedStringResource` (iOS 16 Foundation), as newer view libraries do.
struct ResourceLabels: View {
    let title: LocalizedStringResource = "Temperature"
    let unit = LocalizedStringResource("unit.celsius", defaultValue: "°C")

    var body: some View {
        HStack(spacing: 0) {
            Text(title)
                .font(.system(size: 20))
                .background(Color.green)
            Text(String(localized: unit))
                .font(.system(size: 20))
                .background(Color.yellow)
            Color.blue.frame(width: 10, height: 20)
        }
    }
}
