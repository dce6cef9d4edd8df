import CompatSupport
import SpecimenUI

// Four days over a blue gradient. The week runs 4…20°, so each bar's 112-pt track (176…288) is 7 pt a degree.
// Today's 10–18° span starts cyan at 218 (222, 73) and ends orange at 274 (270, 73), bare track before it
// (200, 73) and after it (280, 73); the current 14° dot is white at 246. Thursday's 6–11° starts 14 pt in:
// track at (186, 161), its bar from 190 (195, 161) to 225, where Wednesday's 8–15° is still coloured
// (240, 117) and ends before 260. Friday's 4–20° fills the whole track, cyan at its start (178, 206).
public let compatCase = CompatCase("TenDayForecastRangeBars", width: 360, height: 280, probes: [
        .at(200, 73, "#769ED9", tolerance: 4), .at(222, 73, "#32B3C4", tolerance: 6), .at(246, 73, "#FFFFFF", tolerance: 4),
        .at(270, 73, "#FF9F00", tolerance: 6), .at(280, 73, "#769ED9", tolerance: 4), .at(186, 161, "#81ABE1", tolerance: 4),
        .at(195, 161, "#33B9A4", tolerance: 6), .at(240, 117, "#FFBF00", tolerance: 6), .at(260, 117, "#7BA5DD", tolerance: 4),
        .at(178, 206, "#33AFDE", tolerance: 6)]) {
    ForecastScreen(days: [
        DailyForecast(weekday: "Tue", symbol: "sun.max.fill", low: 10, high: 18),
        DailyForecast(weekday: "Wed", symbol: "cloud.sun.fill", low: 8, high: 15),
        DailyForecast(weekday: "Thu", symbol: "cloud.rain.fill", low: 6, high: 11),
        DailyForecast(weekday: "Fri", symbol: "cloud.bolt.rain.fill", low: 4, high: 20),
    ])
}
