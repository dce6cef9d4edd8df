import SwiftUI

// A primitive style that fires on tap, runs another action on long press and shrinks while
// pressed, installed through a view modifier.
struct LongPressable: PrimitiveButtonStyle {
    let longPressAction: () -> ()

    @State var isPressed: Bool = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(self.isPressed ? 0.9 : 1.0)
            .onTapGesture {
                configuration.trigger()
            }
            .onLongPressGesture(
                perform: { self.longPressAction() },
                onPressingChanged: { pressing in self.isPressed = pressing }
            )
    }
}

struct LongPressableModifier: ViewModifier {
    let longPressAction: () -> ()
    func body(content: Content) -> some View {
        content.buttonStyle(LongPressable(longPressAction: self.longPressAction))
    }
}

extension View {
    func onLongPressAlso(_ action: @escaping () -> ()) -> some View {
        modifier(LongPressableModifier(longPressAction: action))
    }
}

struct PalTile: View {
    var body: some View {
        Button {
        } label: {
            Text("Pal")
                .foregroundColor(.white)
                .frame(width: 100, height: 40)
                .background(Capsule().fill(Color.green))
        }
        .onLongPressAlso { }
    }
}
