/// How an option takes its value.
enum OptionArity {
    /// A flag: present or not.
    case flag
    /// One value; given twice, the last wins.
    case single
    /// Any number of values, one per occurrence, in order.
    case repeating
}
