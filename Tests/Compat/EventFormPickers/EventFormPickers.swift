import Foundation
import SwiftUI

// An event editor as iOS 16+ code writes it: a compact date-and-time picker bounded to the
// future, a date-only picker in the graphical style, and a color picker for the calendar color.
struct EventEditor: View {
    @State private var start = Date(timeIntervalSince1970: 1_168_335_660) // 9 Jan 2007, 09:41 UTC
    @State private var end = Date(timeIntervalSince1970: 1_168_335_660)
    @State private var color = Color.orange

    var body: some View {
        VStack(spacing: 12) {
            DatePicker("Starts", selection: $start, in: Date(timeIntervalSince1970: 0)...,
                       displayedComponents: [.date, .hourAndMinute])
            DatePicker(selection: $end, displayedComponents: .date) {
                Text("Ends")
            }
            .datePickerStyle(.graphical)
            ColorPicker("Calendar", selection: $color, supportsOpacity: false)
        }
        .padding(.horizontal, 16)
    }
}
