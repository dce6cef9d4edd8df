import SwiftUI

/// A settings row written for iOS 14: the switch tint given to the style itself.
struct NotificationsRow: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Alerts", isOn: $isOn)
            .toggleStyle(SwitchToggleStyle(tint: .orange))
            .labelsHidden()
    }
}
