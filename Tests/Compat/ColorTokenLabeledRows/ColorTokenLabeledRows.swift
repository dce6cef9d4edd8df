import SwiftUI

// Colour tokens that are ShapeStyles (iOS 17 resolve(in:)), as generated asset symbols are used in
// a widget's labeled rows: each token picks its light or dark colour from the environment.
public struct ColorToken: ShapeStyle {
    let light: Color
    let dark: Color

    public func resolve(in environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? dark : light
    }
}

extension ShapeStyle where Self == ColorToken {
    static var statLabel: ColorToken { ColorToken(light: .indigo, dark: .yellow) }
    static var statValue: ColorToken { ColorToken(light: .red, dark: .mint) }
}

public struct StatLabeledContentStyle: LabeledContentStyle {
    let labelColor: ColorToken
    let contentColor: ColorToken

    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            RoundedRectangle(cornerRadius: 2)
                .fill(labelColor)
                .frame(width: 6, height: 14)
            configuration.label
                .foregroundStyle(labelColor)
            Spacer()
            configuration.content
                .foregroundStyle(contentColor)
                .multilineTextAlignment(.trailing)
            Circle()
                .fill(contentColor)
                .frame(width: 10, height: 10)
        }
        .font(.caption)
    }
}

extension LabeledContentStyle where Self == StatLabeledContentStyle {
    static var stat: StatLabeledContentStyle { .init(labelColor: .statLabel, contentColor: .statValue) }
}
