import SwiftUI

// A screen stack that insets its sections by the system padding unless a section opts out with
// a container value declared through `@Entry`: `ForEach(subviews:)` reads each subview's
// `containerValues` and pads it with `.padding(.horizontal, nil)` or zero.

public struct ScreenStack<Content: View>: View {
    private let spacing: CGFloat
    private let content: Content

    public init(spacing: CGFloat = 12, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(spacing: spacing) {
            ForEach(subviews: content) { subview in
                subview.padding(.horizontal, subview.containerValues.fillsWidth ? 0 : nil)
            }
        }
    }
}

extension ContainerValues {
    @Entry var fillsWidth = false
}

extension View {
    public func fillsWidth() -> some View {
        containerValue(\.fillsWidth, true)
    }
}

struct AccountScreen: View {
    var body: some View {
        ScreenStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.blue)
                .frame(height: 40)

            Rectangle()
                .fill(Color.orange)
                .frame(height: 30)
                .fillsWidth()

            RoundedRectangle(cornerRadius: 10)
                .fill(Color.green)
                .frame(height: 40)
        }
        .padding(.vertical, 12)
    }
}
