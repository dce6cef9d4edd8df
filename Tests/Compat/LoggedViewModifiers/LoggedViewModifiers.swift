import OSLog
import SwiftUI

// View modifiers of an app that logs what its screens do, with a file-private logger and
// privacy-annotated interpolations; the card modifier is what the screen draws.

private let logger = Logger(subsystem: "com.example.shop", category: "ViewModifiers")

struct TrackAppearance: ViewModifier {
    let screen: String

    func body(content: Content) -> some View {
        content
            .onAppear { logger.info("appear \(screen, privacy: .public)") }
            .onDisappear { logger.debug("disappear \(screen, privacy: .public)") }
    }
}

struct WarningCard: ViewModifier {
    let isWarning: Bool

    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(isWarning ? Color.orange.opacity(0.18) : Color.blue.opacity(0.12))
            )
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(isWarning ? Color.orange : Color.blue)
                    .frame(width: 4)
                    .clipShape(RoundedRectangle(cornerRadius: 2))
            }
    }
}

extension View {
    func trackAppearance(_ screen: String) -> some View { modifier(TrackAppearance(screen: screen)) }
    func warningCard(_ isWarning: Bool) -> some View { modifier(WarningCard(isWarning: isWarning)) }
}

struct StockNotice: View {
    let remaining: Int

    var body: some View {
        Button {
            logger.notice("tapped notice with \(remaining, format: .decimal(minDigits: 2)) left, ratio \(Double(remaining) / 10, format: .fixed(precision: 1))")
            os_log("legacy tap %d", log: OSLog(subsystem: "com.example.shop", category: "Legacy"), type: .debug, remaining)
        } label: {
            Text(remaining < 5 ? "Only \(remaining) left" : "In stock")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.primary)
        }
        .buttonStyle(.plain)
        .warningCard(remaining < 5)
        .trackAppearance("product")
    }
}
