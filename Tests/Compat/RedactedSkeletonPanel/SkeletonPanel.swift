import SwiftUI

/// Loading state of the accounts panel: rows redacted into placeholder bars while the first fetch
/// runs; the institution chip stays in colour (`unredacted`), the panel has rounded top corners only.
struct AccountsSkeletonPanel: View {
    var isLoading = true
    var rows = 2

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { index in
                HStack(spacing: 10) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color.orange)
                        .frame(width: 28, height: 28)
                        .unredacted()
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Checking account")
                            .font(.callout.weight(.medium))
                        Text("··0000 · Syncing")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 10)
                    Text("$0,000.00")
                        .font(.callout.monospacedDigit())
                }
                .padding(.horizontal, 12)
                .frame(height: 52)
                .overlay(alignment: .bottom) {
                    if index < rows - 1 {
                        Divider().opacity(0.4)
                    }
                }
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
        .background(Color(red: 0.93, green: 0.95, blue: 1))
        .clipShape(.rect(cornerRadii: .init(topLeading: 18, bottomLeading: 0, bottomTrailing: 0, topTrailing: 18)))
        .task {
            AccessibilityNotification.Announcement("Loading accounts").post()
        }
    }
}
