import SwiftUI

// A brand switch: the label, a spacer, and a 50 × 29 rounded track whose thumb is a circle
// in an overlay, pushed 10 pt to either side by the toggle's state. Tapping flips the binding.
struct BrandSwitchStyle: ToggleStyle {
    var onColor = Color.green
    var offColor = Color(.systemGray4)
    var thumbColor = Color.white

    func makeBody(configuration: Self.Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 16, style: .circular)
                .fill(configuration.isOn ? onColor : offColor)
                .frame(width: 50, height: 29)
                .overlay(
                    Circle()
                        .fill(thumbColor)
                        .shadow(radius: 1, x: 0, y: 1)
                        .padding(1.5)
                        .offset(x: configuration.isOn ? 10 : -10))
                .animation(Animation.easeInOut(duration: 0.2))
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct NotificationSwitches: View {
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        VStack(spacing: 8) {
            Toggle("Sounds", isOn: $sounds)
            Toggle("Badges", isOn: $badges)
        }
        .toggleStyle(BrandSwitchStyle())
        .padding(10)
    }
}
