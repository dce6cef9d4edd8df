import SwiftUI

// A generic LabelStyle that keeps a closure over its configuration, with static factories in a
// `where Self ==` extension returning `some LabelStyle` (the pattern of small SwiftUI helper
// packages), and a style that hides its icon but keeps its space.
public struct ClosureLabelStyle<Body>: LabelStyle where Body: View {
    let build: (Configuration) -> Body

    public init(build: @escaping (Configuration) -> Body) {
        self.build = build
    }

    public func makeBody(configuration: Configuration) -> Body {
        build(configuration)
    }
}

extension LabelStyle where Self == ClosureLabelStyle<LabelStyleConfiguration.Title> {
    public static func iconThenTitle(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) -> some LabelStyle {
        ClosureLabelStyle { configuration in
            HStack(alignment: alignment, spacing: spacing) {
                configuration.icon
                configuration.title
            }
        }
    }

    public static func titleThenIcon(spacing: CGFloat? = nil) -> some LabelStyle {
        ClosureLabelStyle { configuration in
            HStack(spacing: spacing) {
                configuration.title
                configuration.icon
            }
        }
    }
}

struct MaybeIconLabelStyle: LabelStyle {
    let iconHidden: Bool

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            if iconHidden {
                configuration.icon.hidden()
            } else {
                configuration.icon
            }
            configuration.title
        }
    }
}

struct MailboxRows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label { Text("Inbox") } icon: { Circle().fill(Color.blue).frame(width: 16, height: 16) }
                .labelStyle(.iconThenTitle(spacing: 20))
            Label { Text("Sent") } icon: { Circle().fill(Color.red).frame(width: 16, height: 16) }
                .labelStyle(.titleThenIcon(spacing: 4))
            Label { Text("Trash") } icon: { Circle().fill(Color.green).frame(width: 16, height: 16) }
                .labelStyle(MaybeIconLabelStyle(iconHidden: true))
        }
        .padding(10)
    }
}
