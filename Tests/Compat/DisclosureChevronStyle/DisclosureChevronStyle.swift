import SwiftUI

// A disclosure style whose body is two views: the header row, then the content when expanded,
// restyled with the same style so nested groups match.
struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center) {
            configuration.label
            Spacer()
            Capsule()
                .fill(Color.orange)
                .frame(width: 16, height: 4)
                .rotationEffect(configuration.isExpanded ? .degrees(90) : .degrees(0))
                .frame(width: 20, height: 20)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation {
                configuration.isExpanded.toggle()
            }
        }
        if configuration.isExpanded {
            configuration.content
                .padding(.leading, 24)
                .disclosureGroupStyle(self)
        }
    }
}
