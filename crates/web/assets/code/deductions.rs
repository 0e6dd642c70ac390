// deductions: solve as a person does, without guessing. Each step is
// the easiest technique that finds something on the grid as it stands:
// a single (a row, column or region with one cell left: a queen), a
// region confined to one line (or a line to one region), a cell whose
// queen would empty a unit, k regions confined to k lines. A queen
// placed crosses out its neighbours, its row, column and region.
fn solve(sheet: &mut Worksheet) {
    loop {
        if sheet.solved() {
            return; // a queen in every row, column and region        //@ solution
        }
        if sheet.stuck() {
            return; // a unit with too few cells left: no answer      //@ dead_end.contradiction
        }
        let found = sheet.single()                                    //@ deduce.single
            .or_else(|| sheet.confined(1))                             //@ deduce.confined
            .or_else(|| sheet.emptying())                              //@ deduce.emptying
            .or_else(|| sheet.confined(2))                             //@ deduce.k-confined
            .or_else(|| sheet.confined(3));                            //@ deduce.k-confined
        let Some(step) = found else {
            return; // no technique applies: only a guess goes on     //@ dead_end.stuck
        };
        for &(row, col) in &step.place {
            sheet.place(row, col); // and cross out what it rules out //@ place
        }
        for &(row, col) in &step.cross {
            sheet.cross(row, col); //@ deduce.confined deduce.emptying deduce.k-confined
        }
    }
}
