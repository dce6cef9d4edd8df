import SwiftUI

struct BadgeIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Circle()
                .fill(.tint)
                .frame(width: 28, height: 28)
                .overlay(configuration.icon.foregroundStyle(.white))
            configuration.title
        }
    }
}
