import SwiftUI

// A disclosure component made stylable like SwiftUI's controls: a style protocol with a
// configuration of type-erased header and content views and a binding, a type-erased style
// stored in the environment under its own key, and a modifier to set it.
public protocol ExpanderStyle {
    associatedtype Body: View
    typealias Configuration = ExpanderConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ExpanderConfiguration {
    public struct Header: View {
        public let body: AnyView
    }
    public struct Content: View {
        public let body: AnyView
    }

    public let isExpanded: Binding<Bool>
    public let header: Header
    public let content: Content
}

public struct PlainExpanderStyle: ExpanderStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                configuration.header
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(configuration.isExpanded.wrappedValue ? .degrees(90) : .zero)
            }
            .padding(8)
            if configuration.isExpanded.wrappedValue {
                configuration.content
            }
        }
    }
}

public struct CardExpanderStyle: ExpanderStyle {
    var fill: Color

    public func makeBody(configuration: Configuration) -> some View {
        PlainExpanderStyle().makeBody(configuration: configuration)
            .background(fill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension ExpanderStyle where Self == PlainExpanderStyle {
    public static var plain: PlainExpanderStyle { PlainExpanderStyle() }
}

extension ExpanderStyle where Self == CardExpanderStyle {
    public static func card(_ fill: Color) -> CardExpanderStyle { CardExpanderStyle(fill: fill) }
}

struct AnyExpanderStyle: ExpanderStyle {
    private let body: (ExpanderConfiguration) -> AnyView

    init<S: ExpanderStyle>(_ style: S) {
        body = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: ExpanderConfiguration) -> AnyView {
        body(configuration)
    }
}

private struct ExpanderStyleKey: EnvironmentKey {
    static let defaultValue = AnyExpanderStyle(.plain)
}

extension EnvironmentValues {
    var expanderStyle: AnyExpanderStyle {
        get { self[ExpanderStyleKey.self] }
        set { self[ExpanderStyleKey.self] = newValue }
    }
}

extension View {
    func expanderStyle<S: ExpanderStyle>(_ style: S) -> some View {
        environment(\.expanderStyle, AnyExpanderStyle(style))
    }
}

struct Expander<Header: View, Content: View>: View {
    @Environment(\.expanderStyle) private var style
    @State private var isExpanded: Bool
    let header: Header
    let content: Content

    init(isExpanded: Bool = false, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        _isExpanded = State(initialValue: isExpanded)
        self.header = header()
        self.content = content()
    }

    var body: some View {
        style.makeBody(configuration: ExpanderConfiguration(
            isExpanded: $isExpanded,
            header: .init(body: AnyView(header)),
            content: .init(body: AnyView(content))))
    }
}

struct ExpanderGallery: View {
    var body: some View {
        VStack(spacing: 8) {
            Expander(isExpanded: true) {
                Text("Shipping")
            } content: {
                Color.mint.frame(height: 20)
            }
            Expander {
                Text("Returns")
            } content: {
                Color.red.frame(height: 20)
            }
            .expanderStyle(.plain)
        }
        .expanderStyle(.card(.yellow))
        .padding(10)
    }
}
