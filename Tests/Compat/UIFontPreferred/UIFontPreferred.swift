import SwiftUI

struct CaptionLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
                .font(Font(UIFont.systemFont(ofSize: 14, weight: .semibold)))
            configuration.title
                .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
        }
        .padding(8)
        .background(Color.orange)
    }
}
