import SwiftUI

struct EnabledAwareStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 100, height: 40)
            .background(isEnabled ? Color.green : Color(.systemGray3))
    }
}
