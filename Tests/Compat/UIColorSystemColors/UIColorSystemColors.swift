import SwiftUI

struct SettingsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Notifications")
                .foregroundColor(Color(.label))
                .frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
                .padding(.horizontal)
            Rectangle()
                .fill(Color(.opaqueSeparator))
                .frame(height: 4)
            Color(.secondarySystemBackground)
                .frame(height: 30)
        }
        .background(Color(.systemBackground))
    }
}
